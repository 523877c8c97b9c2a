import { PrivacyPolicy } from './policies';

/** /privacy: the privacy agreement as a public page (the footer shows the same text in a dialog). */
export default function PrivacyPage() {
  return (
    <div style={{ maxWidth: 900, margin: '0 auto', padding: '32px 24px', background: '#fff', minHeight: '100vh' }}>
      <PrivacyPolicy />
    </div>
  );
}
