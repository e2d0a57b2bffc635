import type { Lang } from '../lang.js';
import { availabilityMessages } from './availability.js';
import { communityMessages } from './community.js';
import { errorMessages } from './errors.js';
import { importMessages } from './imports.js';
import type { Bilingual } from './types.js';
import { validationMessages } from './validation.js';

export type { Bilingual } from './types.js';
export { errorMessages } from './errors.js';
export { importMessages, type ImportErrorCode } from './imports.js';
export { communityMessages } from './community.js';
export { availabilityMessages } from './availability.js';
export { validationMessages, type ValidationMessageKey } from './validation.js';

const catalogue: Record<string, Bilingual> = {
  ...validationMessages,
  ...importMessages,
  ...communityMessages,
  ...availabilityMessages,
};

/** Translates a validation key carried by a zod schema; unknown keys are returned as they are. */
export function translateMessage(key: string, lang: Lang): string {
  return catalogue[key]?.[lang] ?? key;
}

export function isKnownMessage(key: string): boolean {
  return key in catalogue || key in errorMessages;
}
