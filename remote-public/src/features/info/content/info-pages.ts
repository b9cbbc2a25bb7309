import type { PublicText } from '../../../texts';

/** The short pages behind the footer links, keyed by path: each of their words a text of this area's. */
export interface InfoSection {
  heading: PublicText;
  paragraphs: PublicText[];
}

export interface InfoContent {
  title: PublicText;
  intro: PublicText;
  sections: InfoSection[];
}

export const INFO_PAGES: Record<string, InfoContent> = {
  '/careers': {
    title: 'public.info.careers.title',
    intro: 'public.info.careers.intro',
    sections: [
      { heading: 'public.info.careers.working', paragraphs: ['public.info.careers.workingText'] },
      { heading: 'public.info.careers.open', paragraphs: ['public.info.careers.openText'] },
    ],
  },
  '/press': {
    title: 'public.info.press.title',
    intro: 'public.info.press.intro',
    sections: [
      { heading: 'public.info.press.brief', paragraphs: ['public.info.press.briefText'] },
      { heading: 'public.info.press.media', paragraphs: ['public.info.press.mediaText'] },
    ],
  },
  '/blog': {
    title: 'public.info.blog.title',
    intro: 'public.info.blog.intro',
    sections: [
      { heading: 'public.info.blog.kandyElla', paragraphs: ['public.info.blog.kandyEllaText'] },
      { heading: 'public.info.blog.southCoast', paragraphs: ['public.info.blog.southCoastText'] },
    ],
  },
  '/partners': {
    title: 'public.info.partners.title',
    intro: 'public.info.partners.intro',
    sections: [
      { heading: 'public.info.partners.owners', paragraphs: ['public.info.partners.ownersText'] },
      { heading: 'public.info.partners.loyalty', paragraphs: ['public.info.partners.loyaltyText'] },
    ],
  },
  '/help-center': {
    title: 'public.info.help.title',
    intro: 'public.info.help.intro',
    sections: [
      { heading: 'public.info.help.book', paragraphs: ['public.info.help.bookText'] },
      { heading: 'public.info.help.cancel', paragraphs: ['public.info.help.cancelText'] },
      { heading: 'public.info.help.more', paragraphs: ['public.info.help.moreText'] },
    ],
  },
  '/safety-info': {
    title: 'public.info.safety.title',
    intro: 'public.info.safety.intro',
    sections: [
      { heading: 'public.info.safety.hotel', paragraphs: ['public.info.safety.hotelText'] },
      { heading: 'public.info.safety.emergency', paragraphs: ['public.info.safety.emergencyText'] },
    ],
  },
  '/cancellations': {
    title: 'public.info.cancellations.title',
    intro: 'public.info.cancellations.intro',
    sections: [
      {
        heading: 'public.info.cancellations.policies',
        paragraphs: [
          'public.info.cancellations.free',
          'public.info.cancellations.noPrepayment',
          'public.info.cancellations.refund',
          'public.info.cancellations.times',
        ],
      },
      { heading: 'public.info.cancellations.how', paragraphs: ['public.info.cancellations.howText'] },
    ],
  },
  '/accessibility': {
    title: 'public.info.accessibility.title',
    intro: 'public.info.accessibility.intro',
    sections: [
      { heading: 'public.info.accessibility.what', paragraphs: ['public.info.accessibility.whatText'] },
      { heading: 'public.info.accessibility.tell', paragraphs: ['public.info.accessibility.tellText'] },
    ],
  },
  '/privacy': {
    title: 'public.info.privacy.title',
    intro: 'public.info.privacy.intro',
    sections: [
      { heading: 'public.info.privacy.keep', paragraphs: ['public.info.privacy.keepText'] },
      { heading: 'public.info.privacy.browser', paragraphs: ['public.info.privacy.browserText'] },
    ],
  },
  '/terms': {
    title: 'public.info.terms.title',
    intro: 'public.info.terms.intro',
    sections: [
      { heading: 'public.info.terms.bookings', paragraphs: ['public.info.terms.bookingsText'] },
      { heading: 'public.info.terms.cancellations', paragraphs: ['public.info.terms.cancellationsText'] },
    ],
  },
};
