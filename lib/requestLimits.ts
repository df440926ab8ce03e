/**
 * The largest request bodies the lead service takes where they are larger than a form's, shared with the nginx
 * config the build writes (lib/build/hostRules.ts), which must let them through to it.
 */
/** The content editor's saves: a post or page as Markdown, an image base64-encoded inside the JSON. */
export const CONTENT_EDITOR_MAX_BODY_BYTES = 8 * 1024 * 1024
