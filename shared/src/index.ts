// The public surface of @ceylon/shared in the browser. Federation shares this module as a
// singleton, so everything exported here exists once per page.
export * from './domain';
export { sessionStore, useSession, describeSession, type Session } from './session/session';
export { STORAGE_KEYS, createSessionStore, type SessionStore, type SessionEndReason } from './session/session-store';
export type { SessionUser } from './session/session-user';
export { homeAfterLogin, dashboardForRole } from './session/home-for-role';
export { apiClient, errorMessage, isApiError } from './api/api-client';
export { connectApi, type ApiAnswer, type ApiRequest, type SendToApi } from './api/server-api';
export { endServerSession } from './api/end-server-session';
export { fieldProblem } from './api/field-problem';
export { theme, below, containerBelow, containerNotBelow, type Theme } from './ui/theme';
export { GlobalStyle } from './ui/global-style';
export { Button, type ButtonTone } from './ui/button';
export { NoticeProvider, useNotice, NOTICE_DURATION_MS } from './ui/notices/notice-provider';
export { confirmations, type Confirmation } from './ui/notices/confirmations';
export type { NoticeTone } from './ui/notices/notice-list';
export { SITE_NAME, pageTitle, usePageTitle } from './ui/page-title';
export { formatUsd } from './format/money';
export {
  agoFormat,
  currencyName,
  dateFormat,
  listFormat,
  moneyFormat,
  type AgoUnit,
  type DateOptions,
  type DateWriter,
} from './format/page-intl';
export { containerNames, areas, areaLabels, SCRIPT_LOAD_TIMEOUT_MS, type Area } from './areas';
export { readReturnPath, pathAfterLogin, type LoginRedirectState } from './session/return-to';
export { startStandaloneArea, type LoadStandalonePage, type StandaloneRoute } from './dev/standalone-area';
export { readHotelSearch, hotelSearchParams, browseHotelsPath, bookingPath, type HotelSearch } from './search/browse-query';
export * from './hotels';
export * from './stats';
export * from './forms';
export * from './hotel-form';
export { StatusBadge } from './ui/status-badge';
export { Modal } from './ui/modal';
export { useFocusTrap } from './ui/focus-trap';
export { DataTable, type Column } from './ui/data-table';
export { PageBody, PageSection, Lead, Panel, StateMessage, ButtonLink } from './ui/page-layout';
export { NotFoundNotice, Notice, NoticeActions } from './ui/not-found';
export { FigureTiles } from './ui/figure-tiles';
export { FactList } from './ui/fact-list';
export { EntryList } from './ui/entry-list';
export { SmallForm, FormCheck, FormField, FormOptional, FormProblem, FormWide } from './ui/small-form';
export { PriceLines, PriceTotal } from './ui/price-lines';
// The hotel's nights for the date picker; the picker itself is '@ceylon/shared/date-range', bundled
// only by the pages that show it (react-day-picker stays out of this singleton every page loads).
export { useAvailability, type AvailabilityLoad } from './hotels/use-availability';
export { fetchAvailability, availabilityQuery } from './hotels/api/get-availability';
export * from './reviews';
export * from './queries';
export * from './i18n';
export * from './currency';
export { readChoiceCookie, writeChoiceCookie } from './browser/choice-cookie';
