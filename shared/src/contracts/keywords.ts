// Keywords of our own that schemas carry and the API's validator implements
// (api/src/schemas/control-characters.ts). Here only their names, so a schema can be written
// where it is defined without pulling in the validator.

/**
 * Annotation for text that must stay on one line (titles, names, e-mail addresses): tab, CR and
 * LF are refused there as well as the other control characters. Text without it may hold them,
 * as a description or a message does.
 */
export const SINGLE_LINE = 'x-single-line';

/**
 * Annotation for text whose pattern already fixes its length (`HH:MM`, `YYYY-MM`): the length, which
 * the OpenAPI document states as maxLength. The validator does not check it as a maxLength, since a
 * too-long value must still be answered with the pattern's own message.
 */
export const PATTERN_LENGTH = 'x-pattern-length';
