import { getInitialData } from '../../core/initial-data';
import { LegalArticle, LegalSection, P, Points } from './legal-document';
import { TextLink } from '../../components/text-link';

/** The Privacy Policy, in plain language. */
export function PrivacyPolicy() {
  const { siteName } = getInitialData();
  return (
    <LegalArticle
      title="Privacy Policy"
      summary={
        <>
          {siteName} collects as little as it can. Browsing needs no account. What you contribute is
          public, including where your photos were taken. We do not sell your data, show advertising
          or use tracking cookies, and you can ask us to delete your data at any time.
        </>
      }
    >
      <WhoHoldsWhat siteName={siteName} />
      <WhereDataGoes />
      <HowDataIsKept />
    </LegalArticle>
  );
}

/** Sections 1 to 3: who is responsible, what is collected and what is public. */
function WhoHoldsWhat({ siteName }: { siteName: string }) {
  return (
    <>
      <LegalSection title="1. Who is responsible">
        <P>
          This policy covers the {siteName} website. The people who run it (“we”) are responsible
          for the personal data handled here. You can reach us through the{' '}
          <TextLink to="/about/contacts">Contacts</TextLink> page.
        </P>
      </LegalSection>

      <LegalSection title="2. What we collect">
        <Points
          items={[
            <>
              <strong>When you browse:</strong> our server receives the technical details every
              website receives — your IP address, browser type and the pages you request. We use
              them to deliver pages, keep the site secure and limit abuse, and keep them only as
              long as needed for that.
            </>,
            <>
              <strong>When you have an account:</strong> your display name, username, an e-mail
              address, your profile text and picture, and, if you sign in with Google, Facebook, X
              (Twitter) or Apple, the identifier and basic profile that provider passes to us.
            </>,
            <>
              <strong>When you contribute:</strong> the photos, descriptions, tags, articles,
              galleries and votes you add. A photo’s metadata (EXIF) — such as camera, lens,
              settings, date and GPS position — is read to place it on the map and shown with the
              photo.
            </>,
          ]}
        />
      </LegalSection>

      <LegalSection title="3. What is public">
        <P>
          Your display name, username, profile text, picture, badges and everything you contribute
          are visible to everyone, including the location of your photos. Think about this before
          publishing photos taken at your home or other private places. Your e-mail address and
          sign-in details are never shown to other users.
        </P>
      </LegalSection>
    </>
  );
}

/** Sections 4 to 6: the browser’s storage, other companies’ services and e-mail. */
function WhereDataGoes() {
  return (
    <>
      <LegalSection title="4. Cookies and storage in your browser">
        <Points
          items={[
            'A session cookie keeps you signed in. It is set only when you sign in and is not readable by scripts.',
            'A device cookie, set when you sign in and kept for a year, tells us this browser has signed in to your account before, so someone guessing your password elsewhere never slows you down. It names only your account’s number and is not readable by scripts.',
            'Your browser’s local storage keeps copies of public pages’ data for up to one hour so pages open faster, and remembers display preferences such as map layer, sun and moon options, camera crop factor and which panels are open.',
            'We use no advertising cookies and no cross-site tracking.',
          ]}
        />
        <P>
          Clearing your browser’s site data removes all of this; the only effect is that you are
          signed out, this browser is unknown until you sign in again, and your display preferences
          return to their defaults.
        </P>
      </LegalSection>

      <LegalSection title="5. Services of other companies">
        <P>
          Some features rely on outside services, depending on how this site is set up: map tiles,
          place search, weather, webcams and street-level panoramas. For place search, weather and
          similar look-ups our server sends only the place or coordinates concerned, not who you
          are. Map tiles, webcam players and panoramas from an outside provider are loaded by your
          browser directly, so that provider sees your IP address and browser details under its own
          privacy policy. If you choose to sign in with Google, Facebook, X (Twitter) or Apple, that
          sign-in happens on their site under their policy.
        </P>
      </LegalSection>

      <LegalSection title="6. E-mail">
        <P>
          We send e-mail only for your account (for example to confirm your address) and, while
          e-mail news are on, occasional news and the notifications you chose to receive by e-mail
          (as they happen, or in a daily or weekly digest). Every such e-mail has an unsubscribe
          link, and you can change your choices in your profile settings.
        </P>
      </LegalSection>
    </>
  );
}

/** Sections 7 to 10: what is never done, how long data is kept, your rights, children and changes. */
function HowDataIsKept() {
  return (
    <>
      <LegalSection title="7. What we never do">
        <P>
          We do not sell or rent personal data, we do not use it for advertising, and we share it
          with others only where a service listed above needs it to work or where the law requires
          us to.
        </P>
      </LegalSection>

      <LegalSection title="8. How long we keep data">
        <P>
          Account data and your contributions are kept while your account exists. When you delete
          content or your account, it is removed from the site and from backups as they are
          replaced. Corrections to shared spot data (titles, positions, tags) stay as part of the
          shared map, without your name. Server logs are kept only briefly.
        </P>
      </LegalSection>

      <LegalSection title="9. Your rights">
        <P>
          You can ask us for a copy of your personal data, to correct it, to delete it, or to stop
          using it for a purpose you object to. Where the GDPR or a similar law applies, you also
          have the right to complain to your data protection authority. We process your data to
          provide the service you asked for, to keep it secure, and, for news e-mails, on the basis
          of your consent, which you can withdraw at any time.
        </P>
      </LegalSection>

      <LegalSection title="10. Children and changes">
        <P>
          The site is not meant for children under 16, and they should not create accounts. If this
          policy changes in a way that matters, we will say so on the site before the change takes
          effect. See also the <TextLink to="/legal/tos.html">Terms of Service</TextLink>.
        </P>
      </LegalSection>
    </>
  );
}
