import { PageIntro } from '../components/ui/page-intro';
import { EffectiveDate } from '../features/legal/components/effective-date';
import { LegalDocument } from '../features/legal/components/legal-document';
import { privacyDataSections } from '../features/legal/content/privacy-data';
import { privacyProtectionSections } from '../features/legal/content/privacy-protection';
import type { PageHandle } from '../lib/meta';
import { site } from '../lib/site';

export const handle: PageHandle = {
  meta: {
    title: 'Privacidad y seguridad',
    description: `Política de privacidad y seguridad de ${site.productName}: qué datos recogemos, para qué los usamos, con quién los compartimos, cómo los protegemos y cuáles son tus derechos.`,
  },
};

const sections = [...privacyDataSections, ...privacyProtectionSections];

/** Privacy and security policy (/web/privacy-and-security-polices; the path's typo is the spec's). */
export function Component() {
  return (
    <>
      <PageIntro
        eyebrow="Legal"
        title="Política de privacidad y seguridad"
        lead={<EffectiveDate />}
        width="prose"
      />
      <LegalDocument sections={sections} />
    </>
  );
}
