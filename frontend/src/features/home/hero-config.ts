import questionCardArt from './hero-question-card.svg?no-inline';

/**
 * The public hero is data-driven (media, content, shapes, overlays, divider). Everything is
 * local: the media is a local SVG drawing or image, the shapes and overlays are CSS.
 */
export interface HeroAction {
  label: string;
  /** Scroll to an in-page section by id, or go to a route. */
  target: { scrollTo: string } | { to: string };
}

/**
 * A drawing is an SVG file's `#art` group drawn inline with <use> (its shadows may reach past its
 * box; it is not script); an image is an <img>. Both reserve their box (no layout shift); a drawing
 * without a label, or an image with alt '', is decorative.
 */
export type HeroMedia =
  | { kind: 'drawing'; href: string; width: number; height: number; label?: string }
  | { kind: 'image'; src: string; alt: string; width: number; height: number }
  | { kind: 'none' };

export interface HeroContent {
  tagline: string;
  title: string;
  lead: string;
  primaryAction: HeroAction;
  secondaryAction?: HeroAction;
  /** Short facts under the actions. */
  highlights: readonly string[];
}

/** A decorative shape, positioned in % of the hero; colours are design tokens. */
export interface HeroShape {
  kind: 'circle' | 'ring' | 'dots' | 'blob';
  top: string;
  left: string;
  size: string;
  tone: 'primary' | 'accent' | 'soft';
}

export interface HeroOverlay {
  kind: 'gradient' | 'grid';
  /** CSS opacity 0–1. */
  opacity: number;
}

export interface HeroDivider {
  kind: 'wave' | 'curve' | 'none';
}

export interface HeroConfig {
  media: HeroMedia;
  content: HeroContent;
  shapes: readonly HeroShape[];
  overlays: readonly HeroOverlay[];
  divider: HeroDivider;
}

export const TAGLINE = 'Your Ultimate Study Companion for UK Medical Students and Professionals';

export const HOME_HERO: HeroConfig = {
  // A question card mid-session with a score badge.
  media: { kind: 'drawing', href: `${questionCardArt}#art`, width: 480, height: 420 },
  content: {
    tagline: TAGLINE,
    title: 'Pass your exams with Confidence...',
    lead: 'Exam-style questions with full explanations, timed mock sessions and progress you can measure against your peers — from medical school to membership exams.',
    primaryAction: { label: 'Our Exams', target: { scrollTo: 'exams' } },
    secondaryAction: { label: 'Start a free trial', target: { to: '/new-auth' } },
    highlights: ['18 UK exams', 'Explanations for every option', 'Free trial, no card needed'],
  },
  shapes: [
    { kind: 'blob', top: '-18%', left: '62%', size: '34rem', tone: 'soft' },
    { kind: 'circle', top: '70%', left: '-6%', size: '14rem', tone: 'accent' },
    { kind: 'ring', top: '72%', left: '44%', size: '6rem', tone: 'primary' },
    { kind: 'dots', top: '66%', left: '84%', size: '8rem', tone: 'primary' },
  ],
  overlays: [
    { kind: 'gradient', opacity: 1 },
    { kind: 'grid', opacity: 0.5 },
  ],
  divider: { kind: 'wave' },
};
