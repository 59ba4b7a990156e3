export type { NoticeProps, NoticeTone } from './Notice';
export { Notice } from './Notice';
