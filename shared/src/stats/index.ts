// Figures more than one area shows: no HTTP. The dashboards' own figures live in their areas
// (remote-admin/src/features/dashboard/figures, remote-owner/src/features/my-hotels/figures);
// these stay shared because several areas use them: relative times (the admin's recent activity,
// the customer's recent searches; useRelativeTime writes them in the page's language) and the
// tones of the status badge every area's booking lists show.
export { relativeTime, useRelativeTime } from './relative-time';
export { statusBadgeLook, type StatusTone, type StatusBadgeLook } from './status-tone';
