import { Transform } from 'class-transformer';
import { hasAtMostDecimalPlaces } from '@medprep/shared';
import { Matches, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';

/** Lower-case words joined by single hyphens: the form of every slug (checked by the database for exams). */
export const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const KEBAB_CASE_MESSAGE = (field: string) => `${field} must be lower-case words joined by hyphens, e.g. mrcp-1.`;

export const SLUG_MAX_LENGTH = 100;
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const EXTERNAL_ID_MAX_LENGTH = 255;

/** The largest price a variant may carry (its minor units must fit a Postgres int). */
export const PRICE_MAX = 1_000_000;

export const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims, and turns a blank string into null: for optional references such as a Stripe id. */
export const trimmedOrNull = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? null : text;
  });

/**
 * Skips validation only when the field is absent; unlike @IsOptional, a null is still validated
 * (and refused), since these columns cannot be emptied.
 */
export const Optional = () => ValidateIf((_, value) => value !== undefined);

/** Postgres text cannot hold a NUL character: refuse it as a bad input rather than let the query fail. */
export const NoNul = (options: ValidationOptions = {}) =>
  Matches(/^[^\u0000]*$/, { message: ({ property }) => `${property} must not contain NUL characters.`, ...options });

/** A number with at most `places` decimals (see hasAtMostDecimalPlaces: class-validator's maxDecimalPlaces throws on 1e-7). */
export const HasAtMostDecimalPlaces = (places: number, options?: ValidationOptions) =>
  ValidateBy({ name: 'hasAtMostDecimalPlaces', validator: { validate: (value: unknown) => hasAtMostDecimalPlaces(value, places) } }, options);
