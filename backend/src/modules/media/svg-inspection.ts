import { SaxesParser, type SaxesTagNS } from 'saxes';
import { MediaErrors } from './media.errors';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Drawing, text, paint servers, filters and animation: SVG without scripting or embedded documents. */
const SVG_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'desc', 'title', 'metadata', 'symbol', 'use', 'switch', 'view', 'a', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
  'animate', 'animateMotion', 'animateTransform', 'set', 'mpath',
]);

/** Editors' bookkeeping (Inkscape, Sodipodi, RDF licence metadata): inert elements a browser never renders. */
const EDITOR_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
]);

/** Elements whose href may also be an embedded raster image. */
const IMAGE_ELEMENTS = new Set(['image', 'feImage']);
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|webp|gif);base64,[A-Za-z0-9+/=\s]*$/i;
const ANIMATIONS = new Set(['animate', 'animateMotion', 'animateTransform', 'set']);
/**
 * CSS that reaches outside the file: @import, and url()/image-set() naming anything but a fragment
 * of this file. Escapes are refused too, since `\75 rl(` is url( to a browser.
 */
const CSS_OUTSIDE = /@import|\\|(?:url|image-set)\s*\((?!\s*['"]?\s*#)/i;

export interface SvgFacts {
  width?: number;
  height?: number;
}

/**
 * Parses an uploaded SVG as XML and accepts it only as a drawing: its root is an SVG <svg>; it has
 * no DOCTYPE (entities), processing instructions, scripts, event handlers, embedded HTML or
 * foreignObject, and refers to nothing outside itself (links and <use> only to #fragments, images
 * only as embedded PNG/JPEG/WebP/GIF data, CSS without @import or external url()). Returns the size
 * the root declares. Throws MEDIA_UNSAFE_SVG, MEDIA_MALFORMED or MEDIA_TYPE_UNSUPPORTED.
 */
export function inspectSvg(bytes: Uint8Array): SvgFacts {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw MediaErrors.malformed('svg', 'it is not UTF-8 text');
  }
  const parser = new SaxesParser({ xmlns: true, position: true });
  let problem: Error | undefined;
  const refuse = (error: Error) => {
    problem ??= error;
  };
  let root: SaxesTagNS | undefined;
  const open: string[] = [];

  parser.on('doctype', () => refuse(MediaErrors.unsafeSvg('it has a DOCTYPE declaration (entities are not allowed)')));
  parser.on('processinginstruction', ({ target }) => refuse(MediaErrors.unsafeSvg(`it has a processing instruction <?${target}?>`)));
  parser.on('opentag', (tag) => {
    if (!root) {
      root = tag;
      if (tag.local !== 'svg' || tag.uri !== SVG_NS) refuse(MediaErrors.typeUnsupported(`XML whose root is <${tag.name}>, not an SVG image (<svg xmlns="${SVG_NS}">)`));
    }
    const reason = elementProblem(tag) ?? Object.values(tag.attributes).map((a) => attributeProblem(tag, a)).find(Boolean);
    if (reason) refuse(MediaErrors.unsafeSvg(reason));
    open.push(tag.uri === SVG_NS ? tag.local : '');
  });
  parser.on('closetag', () => void open.pop());
  const styleText = (content: string) => {
    if (open.at(-1) === 'style' && CSS_OUTSIDE.test(content)) refuse(MediaErrors.unsafeSvg('its <style> imports or refers to something outside the file'));
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  try {
    parser.write(text).close();
  } catch (error) {
    throw problem ?? MediaErrors.malformed('svg', `it is not well-formed XML (${(error as Error).message.split('\n')[0]})`);
  }
  if (problem) throw problem;
  if (!root) throw MediaErrors.typeUnsupported('text without an <svg> element');
  return declaredSize(root);
}

function elementProblem(tag: SaxesTagNS): string | undefined {
  if (tag.uri === SVG_NS) return SVG_ELEMENTS.has(tag.local) ? undefined : `it has a <${tag.local}> element`;
  if (EDITOR_NAMESPACES.has(tag.uri)) return undefined;
  return `it has an element <${tag.name}> from ${tag.uri ? `the namespace ${tag.uri}` : 'no namespace'}`;
}

function attributeProblem(tag: SaxesTagNS, attribute: SaxesTagNS['attributes'][string]): string | undefined {
  const { local, uri, value, name } = attribute;
  if (uri === XMLNS_NS || name === 'xmlns') return undefined;
  if (/^on/i.test(local)) return `the event handler ${name} on <${tag.local}>`;
  if (/^\s*(?:javascript|vbscript):/i.test(value)) return `a script address in ${name} on <${tag.local}>`;
  if (local === 'href' && (uri === '' || uri === XLINK_NS)) {
    const target = value.trim();
    if (target.startsWith('#')) return undefined;
    if (IMAGE_ELEMENTS.has(tag.local) && EMBEDDED_RASTER.test(target)) return undefined;
    return `<${tag.local}> refers to ${target.slice(0, 60) || 'an empty address'} outside the file`;
  }
  // Whatever prefix names it: the attribute's local part decides.
  if (ANIMATIONS.has(tag.local) && local === 'attributeName' && /^(?:href|on)/i.test(value.trim().split(':').pop()!)) {
    return `<${tag.local}> animates ${value.trim()}`;
  }
  if (uri === XML_NS && local === 'base') return `xml:base on <${tag.local}>`;
  if (CSS_OUTSIDE.test(value) && (local === 'style' || /url\s*\(|image-set/i.test(value))) return `${name} on <${tag.local}> refers to something outside the file`;
  return undefined;
}

const LENGTH = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/;

/** The root's width and height in pixels when given as plain numbers, else those of its viewBox. */
function declaredSize(root: SaxesTagNS): SvgFacts {
  const attr = (name: string) => root.attributes[name]?.value;
  const width = LENGTH.exec(attr('width') ?? '')?.[1];
  const height = LENGTH.exec(attr('height') ?? '')?.[1];
  if (width && height) return { width: Number(width), height: Number(height) };
  const box = (attr('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  if (box.length === 4 && box.every(Number.isFinite)) return { width: box[2], height: box[3] };
  return {};
}
