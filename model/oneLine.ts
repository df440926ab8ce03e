/**
 * What "one line of text" means wherever the lead service takes one: the rules live with the lead model
 * (model/leadFields.ts), whose chunk every page already loads, so the forms' checks and the page script share them
 * without a chunk of their own (130 bytes gzip on the home page's first load).
 */
export { BIDI_CONTROLS, NOT_ONE_LINE, ONE_LINE } from './leadFields'
