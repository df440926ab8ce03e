/**
 * What "one line of text" means wherever the lead service takes one (a name, a company, a campaign, a team member's
 * name): no control character (C0, DEL, C1), no line or paragraph separator, and no bidirectional embedding, override
 * or isolate. Those last ones make a name display as other text: "Bob" + U+202E + "gnp.exe" reads "Bobexe.png" in the
 * dashboard. Right-to-left writing itself needs none of them. Literals, so the browser's bundle keeps only the one
 * it uses.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/

/** Every character one line may not hold (the same set), to remove them where text is cleaned rather than refused. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/** The bidirectional controls alone, removed from a message, which keeps its lines and tabs. */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g
