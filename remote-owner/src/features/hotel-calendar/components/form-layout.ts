// The calendar page's small forms (close dates, import a calendar, seasons, taxes and charges) have
// the site's small-form layout, which the promotion codes' form shares; here under the names they use.
export { SmallForm as Form, FormOptional as Optional, FormProblem as Problem, FormWide as Wide } from '@ceylon/shared';
