import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from '../../common/errors/domain-error';
import { domainErrorOf } from '../../../test/helpers/domain-error';
import { SAMPLE_MEDIA_DIR } from './sample-media';
import { inspectSvg } from './svg-inspection';

const svg = (body: string, root = 'width="120" height="80"') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${root}>${body}</svg>`);

const refusal = (bytes: Buffer): DomainError => domainErrorOf(() => inspectSvg(bytes));

describe('inspectSvg', () => {
  it('should accept every sample drawing of the project', () => {
    const names = readdirSync(SAMPLE_MEDIA_DIR).filter((name) => name.endsWith('.svg'));
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(() => inspectSvg(readFileSync(join(SAMPLE_MEDIA_DIR, name)))).not.toThrow();
  });

  it('should accept drawing with gradients, fragment references, styles and an embedded PNG', () => {
    const facts = inspectSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><path id="p" d="M0 0h10"/></defs>' +
          '<style>.a { fill: url(#g); stroke: url( "#g" ) }</style><rect class="a" width="10" height="10" style="fill:url(#g)"/>' +
          '<use href="#p"/><use xlink:href="#p"/><image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>' +
          '<a href="#p"><text>ECG</text></a>',
      ),
    );
    expect(facts).toEqual({ width: 120, height: 80 });
  });

  it('should read the size from the viewBox when width and height are not pixels', () => {
    expect(inspectSvg(svg('<rect width="1" height="1"/>', 'width="100%" viewBox="0 0 640 360"'))).toEqual({ width: 640, height: 360 });
    expect(inspectSvg(svg('<rect width="1" height="1"/>', ''))).toEqual({});
  });

  it('should accept an editor metadata namespace (Inkscape)', () => {
    const bytes = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 10 10"><inkscape:grid type="xygrid"/><g inkscape:label="Layer 1"><rect width="5" height="5"/></g></svg>',
    );
    expect(inspectSvg(bytes)).toEqual({ width: 10, height: 10 });
  });

  it.each([
    ['a script', '<script>alert(1)</script>', /<script>/],
    ['an XHTML script', '<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>', /html:script/],
    ['an event handler', '<rect width="1" height="1" onload="alert(1)"/>', /onload/],
    ['an event handler in capitals', '<rect width="1" height="1" ONCLICK="alert(1)"/>', /ONCLICK/],
    ['foreignObject', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>', /foreignObject/],
    ['a link to a web address', '<a href="https://evil.example/"><text>x</text></a>', /https:\/\/evil/],
    ['a javascript: link', '<a xlink:href="javascript:alert(1)"><text>x</text></a>', /script address/],
    ['an external image', '<image href="http://evil.example/x.png" width="1" height="1"/>', /outside the file/],
    ['an embedded HTML page', '<image href="data:text/html;base64,PHNjcmlwdD4=" width="1" height="1"/>', /outside the file/],
    ['a <use> of another file', '<use href="other.svg#p"/>', /other\.svg/],
    ['an animation that sets a link', '<a href="#x"><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>', /animates href/],
    ['an animation of a link under another prefix', '<a xmlns:x="http://www.w3.org/1999/xlink" x:href="#a"><set attributeName="x:href" to="javascript:alert(1)"/></a>', /animates x:href/],
    ['an animation of an event handler', '<animate attributeName="onbegin" values="alert(1)"/>', /animates onbegin/],
    ['CSS that imports', '<style>@import url(https://evil.example/a.css);</style>', /<style>/],
    ['CSS with an external url()', '<style>rect { fill: url(https://evil.example/x.svg#g) }</style>', /<style>/],
    ['CSS escapes', '<style>rect { background: \\75 rl(https://evil.example/) }</style>', /<style>/],
    ['an external url() in a presentation attribute', '<rect width="1" height="1" fill="url(https://evil.example/p.svg#g)"/>', /fill/],
    ['an external url() in a style attribute', '<rect width="1" height="1" style="filter:url(http://evil.example/f.svg#f)"/>', /style/],
    ['an iframe', '<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/>', /iframe/],
  ])('should refuse %s with MEDIA_UNSAFE_SVG', (_label, body, reason) => {
    const error = refusal(svg(body));
    expect(error.code).toBe('MEDIA_UNSAFE_SVG');
    expect(error.message).toMatch(reason);
  });

  it('should refuse a DOCTYPE (entities) and processing instructions', () => {
    const doctype = Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "xx">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>');
    expect(refusal(doctype).code).toBe('MEDIA_UNSAFE_SVG');
    const stylesheet = Buffer.from('<?xml-stylesheet href="https://evil.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(refusal(stylesheet)).toMatchObject({ code: 'MEDIA_UNSAFE_SVG', message: expect.stringMatching(/xml-stylesheet/) });
  });

  it('should call XML that is not SVG unsupported, and broken XML malformed', () => {
    expect(refusal(Buffer.from('<html><body>hi</body></html>'))).toMatchObject({ code: 'MEDIA_TYPE_UNSUPPORTED', message: expect.stringMatching(/root is <html>/) });
    expect(refusal(Buffer.from('<svg>no namespace</svg>')).code).toBe('MEDIA_TYPE_UNSUPPORTED');
    expect(refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'))).toMatchObject({ code: 'MEDIA_MALFORMED' });
    expect(refusal(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toMatchObject({ code: 'MEDIA_MALFORMED', message: expect.stringMatching(/UTF-8/) });
  });
});
