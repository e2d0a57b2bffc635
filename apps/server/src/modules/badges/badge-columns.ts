import { badges } from '../../db/schema/index.js';

/** A badge as the API shows it (contracts badgeSchema), for any select that returns badges. */
export const badgeColumns = {
  id: badges.id,
  name: badges.name,
  name_en: badges.nameEn,
  description: badges.description,
  description_en: badges.descriptionEn,
  icon: badges.icon,
};
