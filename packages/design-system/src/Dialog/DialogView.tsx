import { Heading } from 'react-aria-components';
import { Button } from '../Button';
import { IconAlert, IconCheck, IconInfo } from '../icons';
import {
  Actions,
  Body,
  FieldList,
  IconCircle,
  Overlay,
  StyledDialog,
  StyledModal,
  Title,
} from './Dialog.styles';
import { type ConfirmContent, DIALOG_TEXT, type LabelledErrorDialog } from './messages';

/** One queued dialog of `DialogProvider`. */
export type DialogRequest =
  | { id: number; kind: 'error'; dialog: LabelledErrorDialog }
  | { id: number; kind: 'success'; message: string }
  | { id: number; kind: 'confirm'; content: ConfirmContent; resolve: (ok: boolean) => void };

/**
 * The open dialog of the queue: error, success or confirmation in a modal. Loaded with the first
 * dialog (or at idle time), so an app's first load does not carry React Aria's modal and focus
 * scope.
 */
export default function DialogView({
  request,
  onDone,
}: {
  request: DialogRequest;
  onDone: () => void;
}) {
  const answer = (ok: boolean) => {
    if (request.kind === 'confirm') request.resolve(ok);
    onDone();
  };
  const tone = request.kind === 'confirm' ? 'confirm' : request.kind;
  const role = request.kind === 'success' ? 'dialog' : 'alertdialog';
  return (
    <Overlay isOpen isDismissable={false} onOpenChange={(open) => (open ? null : answer(false))}>
      <StyledModal>
        <StyledDialog role={role} data-tone={tone}>
          <IconCircle data-icon aria-hidden="true">
            {request.kind === 'error' ? (
              <IconAlert />
            ) : request.kind === 'success' ? (
              <IconCheck />
            ) : (
              <IconInfo />
            )}
          </IconCircle>
          {request.kind === 'error' ? (
            <>
              <Title as={Heading} slot="title">
                {request.dialog.title}
              </Title>
              {request.dialog.fields?.length ? (
                <FieldList aria-label="Kesalahan per kolom">
                  {request.dialog.fields.map((f) => (
                    <li key={f.field}>
                      {f.label ? <strong>{f.label}</strong> : null}
                      {f.messages.join(' ')}
                    </li>
                  ))}
                </FieldList>
              ) : (
                <Body>{request.dialog.message}</Body>
              )}
              <Actions>
                <Button autoFocus onPress={() => answer(false)}>
                  {DIALOG_TEXT.close}
                </Button>
              </Actions>
            </>
          ) : request.kind === 'success' ? (
            <>
              <Title as={Heading} slot="title">
                {DIALOG_TEXT.successTitle}
              </Title>
              <Body>{request.message}</Body>
              <Actions>
                <Button autoFocus onPress={() => answer(false)}>
                  OK
                </Button>
              </Actions>
            </>
          ) : (
            <>
              <Title as={Heading} slot="title">
                {request.content.title}
              </Title>
              {request.content.body ? <Body>{request.content.body}</Body> : null}
              <Actions>
                <Button variant="secondary" autoFocus onPress={() => answer(false)}>
                  {request.content.cancelLabel}
                </Button>
                <Button
                  variant={request.content.tone === 'danger' ? 'danger' : 'primary'}
                  onPress={() => answer(true)}
                >
                  {request.content.confirmLabel}
                </Button>
              </Actions>
            </>
          )}
        </StyledDialog>
      </StyledModal>
    </Overlay>
  );
}
