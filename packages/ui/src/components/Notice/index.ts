export { Notice, noticeTones, defaultNoticeToneLabels } from './Notice';
export type { NoticeProps, NoticeTone } from './Notice';
