import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../features/contact/components/contact-form';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /contactUs: an illustration and the form. */
export function ContactRoute() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('title'));
  return (
    <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-14 md:grid-cols-2">
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">{t('title')}</h1>
          <p className="text-fg-muted">{t('intro')}</p>
        </div>
        <ContactForm />
      </div>
      <img
        src="/illustrations/contact.svg"
        alt={t('illustrationAlt')}
        width={480}
        height={400}
        className="order-first mx-auto w-full max-w-56 md:order-none md:max-w-md"
      />
    </div>
  );
}
