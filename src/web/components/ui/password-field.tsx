import { forwardRef, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { EyeIcon, EyeOffIcon } from './more-icons';
import { TextField } from './text-field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
}

/** A TextField whose value can be revealed; the toggle says what it will do and its state. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        // Revealed passwords must not be "corrected" or capitalised by phone keyboards.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        endAdornment={
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? t('auth.password.hide') : t('auth.password.show')}
            aria-pressed={visible}
            className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-ink"
          >
            {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
          </button>
        }
      />
    );
  },
);
