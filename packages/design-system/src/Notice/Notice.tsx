import type { ReactNode } from 'react';
import { IconAlert, IconCheck, IconInfo } from '../icons';
import { NoticeBody, NoticeIcon, NoticeRoot, NoticeTitle } from './Notice.styles';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

export interface NoticeProps {
  tone?: NoticeTone;
  /** The message's first line, in bold. */
  title: string;
  /** More explanation below the title. */
  children?: ReactNode;
  /** A button that resolves the situation (e.g. 'Aktifkan Suara'). */
  action?: ReactNode;
  /**
   * 'alert' announces the notice at once to assistive technology (something needs the user's
   * attention now); 'status' politely; 'note' not at all (standing information). Default: 'alert'
   * for warning and danger, 'status' otherwise.
   */
  role?: 'alert' | 'status' | 'note';
}

const icons: Record<NoticeTone, ReactNode> = {
  info: <IconInfo />,
  success: <IconCheck />,
  warning: <IconAlert />,
  danger: <IconAlert />,
};

/**
 * A standing message inside a page (not a dialog, not a toast): a condition the user should know
 * about while it lasts, such as a browser blocking sound, with an optional action. The tone is
 * carried by an icon and the words as well as the colour.
 */
export function Notice({ tone = 'info', title, children, action, role }: NoticeProps) {
  const shownRole = role ?? (tone === 'warning' || tone === 'danger' ? 'alert' : 'status');
  return (
    <NoticeRoot data-tone={tone} role={shownRole}>
      <NoticeIcon aria-hidden="true">{icons[tone]}</NoticeIcon>
      <NoticeBody>
        <NoticeTitle>{title}</NoticeTitle>
        {children ? <div>{children}</div> : null}
      </NoticeBody>
      {action ? <div data-part="action">{action}</div> : null}
    </NoticeRoot>
  );
}
