export { formatDate, toDate, toDateTimeAttribute, DEFAULT_DATE_PATTERN } from './formatDate';
export type { DateLike } from './formatDate';
export { formatRelativeTime } from './formatRelativeTime';
export type { RelativeTimeOptions } from './formatRelativeTime';
export { formatShortNumber, formatFileSize } from './formatShortNumber';
export { maskIdNumber, maskName } from './mask';
