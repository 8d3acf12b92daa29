import { getInitialData } from '../../core/initial-data';
import { LegalArticle, LegalSection, P, Points } from './legal-document';
import { TextLink } from '../../components/text-link';

/** The Terms of Service, in plain language. */
export function TermsOfService() {
  const { siteName } = getInitialData();
  return (
    <LegalArticle
      title="Terms of Service"
      summary={
        <>
          {siteName} is a free community site where photographers share places worth photographing.
          You keep the rights to what you post, you only post what you have the right to share, you
          treat people and places with respect, and you use the location information at your own
          judgement and risk.
        </>
      }
    >
      <UsingTheSite siteName={siteName} />
      <YourContributions />
      <RisksAndChanges siteName={siteName} />
    </LegalArticle>
  );
}

/** Sections 1 to 3: agreeing, what the site offers and your account. */
function UsingTheSite({ siteName }: { siteName: string }) {
  return (
    <>
      <LegalSection title="1. Agreeing to these terms">
        <P>
          These terms apply to everyone who uses {siteName}, whether you only browse or also
          contribute. By using the site you agree to them. If you do not agree, please do not use
          the site. “We” means the people who run this site; “you” means you.
        </P>
      </LegalSection>

      <LegalSection title="2. What the site offers">
        <P>
          {siteName} helps you find photography locations (“spots”): a world map of spots, spot
          pages with photos, descriptions and tags, and planning aids such as sun, moon and weather
          information. Browsing is free and needs no account. Features may change, be added or be
          removed as the site develops.
        </P>
      </LegalSection>

      <LegalSection title="3. Your account">
        <Points
          items={[
            'Contributing (uploading photos, editing spots, voting) needs an account. An account is for one person.',
            'Keep your sign-in details to yourself; you are responsible for what happens under your account.',
            'Choose a display name and username that do not impersonate anyone or mislead.',
            'You can stop using the site at any time and ask us to delete your account.',
          ]}
        />
      </LegalSection>
    </>
  );
}

/** Sections 4 to 6: your photos and texts, shared spot information and votes, acceptable use. */
function YourContributions() {
  return (
    <>
      <LegalSection title="4. Your photos and texts">
        <P>
          You keep the copyright in the photos, descriptions and articles you post. To run the site
          we need a licence to use them: you allow us to store, copy, resize and display your
          content, to make thumbnails and previews of it, and to show it on the map, on spot, tag,
          profile and gallery pages and in links shared from the site. This licence is
          non-exclusive, free of charge, and ends when you delete the content, except for copies
          that others have already shared or that remain for a short time in backups.
        </P>
        <Points
          items={[
            'Only upload photos you took yourself or have permission to publish.',
            'When you link a photo from another web page, make sure linking is allowed and credit its author.',
            'Do not post photos that invade someone’s privacy, such as identifiable people in private situations or the inside of private homes.',
            'Photo metadata (EXIF), including the GPS position, camera and date, is read to place the photo and is shown with it. Remove it before uploading if you do not want it published.',
          ]}
        />
      </LegalSection>

      <LegalSection title="5. Shared spot information and votes">
        <P>
          Spot titles, positions, tags and descriptions are built together by the community.
          Proposed changes are decided by the votes of other photographers. Corrections you make to
          shared spot data become part of the shared map and may stay after your account is deleted,
          without your name attached. Vote honestly: one person, one vote.
        </P>
      </LegalSection>

      <LegalSection title="6. Acceptable use">
        <P>Please do not:</P>
        <Points
          items={[
            'post anything illegal, hateful, harassing, sexually explicit or violent;',
            'post spam, advertising or misleading locations;',
            'encourage trespassing, damage to nature or dangerous behaviour;',
            'collect data from the site in bulk, or put an unreasonable load on it;',
            'try to break into accounts or the site, or spread malware.',
          ]}
        />
        <P>
          We may remove content or suspend accounts that break these rules, and we will try to tell
          you why when we do.
        </P>
      </LegalSection>
    </>
  );
}

/** Sections 7 to 10: going to a spot, no warranty, the open-source licence, changes and contact. */
function RisksAndChanges({ siteName }: { siteName: string }) {
  return (
    <>
      <LegalSection title="7. Going to a spot">
        <P>
          Spot information comes from other users and from public data. It may be inaccurate or out
          of date: paths close, access rules change, and conditions can be dangerous. Check local
          rules and conditions, respect private property and protected areas, and decide for
          yourself whether it is safe to go. You visit any place at your own risk.
        </P>
      </LegalSection>

      <LegalSection title="8. No warranty and limits of liability">
        <P>
          The site is provided “as is”, without any warranty that it will be available, correct or
          fit for a particular purpose. As far as the law allows, we are not liable for losses that
          arise from using the site or the information on it. Nothing in these terms limits rights
          that the law where you live gives you and that cannot be waived.
        </P>
      </LegalSection>

      <LegalSection title="9. Open-source software">
        <P>
          The software behind {siteName} is open source and licensed under the GNU Affero General
          Public License, version 3 or later. That licence covers the code; these terms cover the
          use of this site and the content on it.
        </P>
      </LegalSection>

      <LegalSection title="10. Changes and contact">
        <P>
          We may update these terms. When a change matters, we will announce it on the site before
          it takes effect; continuing to use the site afterwards means you accept the new terms. How
          we handle personal data is described in the{' '}
          <TextLink to="/legal/privacy.html">Privacy Policy</TextLink>. Questions are welcome
          through the <TextLink to="/about/contacts">Contacts</TextLink> page.
        </P>
      </LegalSection>
    </>
  );
}
