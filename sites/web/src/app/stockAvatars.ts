import { stockAvatarsAt } from '@lobby/view-models';

/** The stock avatars the site ships (`public/avatars/`), which a player may choose instead of a picture of their own. */
export const stockAvatars = stockAvatarsAt(`${import.meta.env.BASE_URL}avatars/`);
