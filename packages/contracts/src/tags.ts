import { z } from 'zod';
import { TAG_NAMES, type Tag } from './tag-catalogue.js';

export * from './tag-catalogue.js';

export const tagSchema: z.ZodType<Tag> = z.object({ name: z.enum(TAG_NAMES), name_fr: z.string() });
export const tagsResponseSchema = z.object({ tags: z.array(tagSchema) });
