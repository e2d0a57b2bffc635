import { pickLang, translateMessage } from '@pepites/contracts';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, textLinkClasses } from './auth-card';

/** SPEC §5: an email-type field and no other check; the server never says whether the account exists. */
export function ForgottenPasswordForm() {
  const { t, i18n } = useTranslation('auth');
  const lang = pickLang(i18n.language);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const resetRequest = useRequestPasswordReset();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setMissing(address === '');
    if (address === '') return;
    resetRequest.mutate(
      { email: address, lang },
      {
        onSuccess: () => {
          setSentTo(address);
          notify.success(t('forgotten.success'));
        },
        onError: () => notify.error(t('forgotten.error')),
      },
    );
  };

  return (
    <AuthCard
      icon={<Mail />}
      title={t('forgotten.title')}
      subtitle={t('forgotten.intro')}
      footer={
        <Link to={paths.login.href()} className={textLinkClasses}>
          {t('forgotten.backToLogin')}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field label={t('forgotten.email')} required error={missing ? translateMessage('email.required', lang) : undefined}>
          <Input type="email" name="email" inputMode="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        <Button type="submit" size="lg" loading={resetRequest.isPending}>
          {t('forgotten.submit')}
        </Button>
        <p role="status" className={sentTo ? 'rounded-lg bg-accent-soft px-3 py-2 text-sm text-fg' : 'sr-only'}>
          {sentTo ? t('forgotten.success') : ''}
        </p>
      </form>
    </AuthCard>
  );
}
