import { PageIntro } from '../components/ui/page-intro';
import { EffectiveDate } from '../features/legal/components/effective-date';
import { LegalDocument } from '../features/legal/components/legal-document';
import { cookieSections } from '../features/legal/content/cookie-policy';
import { termsClosingSections } from '../features/legal/content/terms-closing';
import { termsDisputeSections } from '../features/legal/content/terms-disputes';
import { termsUseSections } from '../features/legal/content/terms-use';
import type { PageHandle } from '../lib/meta';
import { site } from '../lib/site';

export const handle: PageHandle = {
  meta: {
    title: 'Términos y condiciones',
    description: `Términos y condiciones de uso de ${site.productName} y política de cookies: cuentas, pagos y suscripciones, responsabilidades, resolución de disputas y contacto.`,
  },
};

const sections = [
  ...termsUseSections,
  ...termsDisputeSections,
  ...cookieSections,
  ...termsClosingSections,
];

/** Terms of use and cookie policy (/web/terms-and-conditions). */
export function Component() {
  return (
    <>
      <PageIntro
        eyebrow="Legal"
        title="Términos y condiciones"
        lead={<EffectiveDate />}
        width="prose"
      />
      <LegalDocument sections={sections} />
    </>
  );
}
