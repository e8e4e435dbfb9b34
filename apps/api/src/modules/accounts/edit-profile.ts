// The editable profile fields and their text rules are the contract's (packages/api-contract, accounts): the
// route validates with them and the web app's edit form is typed from them.
import { accounts } from '@tifo/api-contract';
import type { z } from 'zod';

export const { editProfileFields, textWidth, toPlainText } = accounts;

/** The validated edit. */
export type ProfileEdit = z.infer<z.ZodObject<typeof editProfileFields>>;
