/**
 * The largest request bodies the lead service takes where they are larger than a form's, shared with the nginx
 * config the build writes (lib/build/hostRules.ts), which must let them through to it.
 */
/** The content editor's saves: a post or page as Markdown, an image base64-encoded inside the JSON. */
export const CONTENT_EDITOR_MAX_BODY_BYTES = 8 * 1024 * 1024

/** The editor's media library (public/images): one image, and all of them together, at most. */
export const MEDIA_LIMITS = { imageBytes: 5 * 1024 * 1024, files: 200, totalBytes: 50 * 1024 * 1024 } as const

/** "5 MB", as the owner reads a limit. */
export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
