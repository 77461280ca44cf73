import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { SUPPORT_MESSAGE_MAX } from '../../../../shared/schemas/support';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useTranslation } from '../../../lib/translation';

export interface ReplyAction<T extends string> {
  value: T;
  label: string;
  variant?: ButtonVariant;
}

interface ReplyFormProps<T extends string> {
  actions: ReplyAction<T>[];
  /** Resolves true when the message went out (the box is emptied), false to keep the text. */
  onSend: (message: string, action: T) => Promise<boolean>;
  helperText?: string;
}

/** The answer box under a conversation; Ctrl/⌘+Enter sends with the first action. */
export function ReplyForm<T extends string>({ actions, onSend, helperText }: ReplyFormProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<T | null>(null);
  const empty = text.trim() === '';

  const send = async (action: T) => {
    if (empty || busy) return;
    setBusy(action);
    const sent = await onSend(text.trim(), action).finally(() => setBusy(null));
    if (sent) setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(actions[0].value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send(actions[0].value);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-busy={busy !== null}>
      <TextAreaField
        id={id}
        label={t('support.reply')}
        placeholder={t('support.replyPlaceholder')}
        helperText={helperText}
        rows={4}
        maxLength={SUPPORT_MESSAGE_MAX}
        value={text}
        dir="auto"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {actions.map((action, index) => (
          <Button
            key={action.value}
            type={index === 0 ? 'submit' : 'button'}
            variant={action.variant ?? (index === 0 ? 'primary' : 'secondary')}
            disabled={empty || (busy !== null && busy !== action.value)}
            loading={busy === action.value}
            onClick={index === 0 ? undefined : () => void send(action.value)}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </form>
  );
}
