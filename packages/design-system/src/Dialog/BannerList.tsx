// The inline alerts themselves ('normal' alert mode), loaded with the first one: a page that
// never shows one (the login form) does not carry them.
import { IconButton } from '../Button';
import { IconAlert, IconCheck, IconClose } from '../icons';
import { Banner } from './Banner.styles';

export interface InlineAlertView {
  id: number;
  tone: 'error' | 'success';
  title: string;
  message: string;
}

export default function BannerList({
  alerts,
  onClose,
}: {
  alerts: readonly InlineAlertView[];
  onClose: (id: number) => void;
}) {
  return (
    <>
      {alerts.map((alert) => (
        <Banner key={alert.id} data-tone={alert.tone} role="alert">
          {alert.tone === 'error' ? <IconAlert /> : <IconCheck />}
          <div>
            <strong>{alert.title}</strong>
            <p>{alert.message}</p>
          </div>
          <IconButton
            aria-label="Tutup pemberitahuan"
            icon={<IconClose />}
            size="sm"
            onPress={() => onClose(alert.id)}
          />
        </Banner>
      ))}
    </>
  );
}
