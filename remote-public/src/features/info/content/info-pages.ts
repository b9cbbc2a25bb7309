/** The short pages behind the footer links, keyed by path. */
export interface InfoSection {
  heading: string;
  paragraphs: string[];
}

export interface InfoContent {
  title: string;
  intro: string;
  sections: InfoSection[];
}

export const INFO_PAGES: Record<string, InfoContent> = {
  '/careers': {
    title: 'Careers',
    intro: 'Help travellers discover Sri Lanka. We are a small team in Colombo that cares about hotels, guests and the island.',
    sections: [
      {
        heading: 'Working with us',
        paragraphs: [
          'We hire for hotel partnerships, guest experience, marketing and engineering. Most roles are in our Colombo office, with days on the road visiting partner hotels.',
        ],
      },
      {
        heading: 'Open roles',
        paragraphs: [
          'There are no open roles right now. Send your CV and a short note to careers@ceylonstays.lk and we will write when something fits.',
        ],
      },
    ],
  },
  '/press': {
    title: 'Press',
    intro: 'News and media enquiries about Ceylon Stays.',
    sections: [
      {
        heading: 'About us in brief',
        paragraphs: [
          'Ceylon Stays is a Sri Lankan hotel discovery and booking company listing 500+ hotels, with over 850 hotels in its partner loyalty programme and an average guest rating of 4.9/5.',
        ],
      },
      { heading: 'Media contact', paragraphs: ['Write to press@ceylonstays.lk. We answer within one working day.'] },
    ],
  },
  '/blog': {
    title: 'Blog',
    intro: 'Travel notes from our team.',
    sections: [
      {
        heading: 'Seven days from Kandy to Ella',
        paragraphs: ['Temple mornings, the scenic train through tea country and a sunrise climb: our favourite week in the hills.'],
      },
      {
        heading: 'When to visit the south coast',
        paragraphs: ['Galle, Hikkaduwa and Mirissa are at their best from December to April, when the sea is calm and the skies clear.'],
      },
    ],
  },
  '/partners': {
    title: 'Partners',
    intro: 'List your hotel with Ceylon Stays and reach travellers from over 50 countries.',
    sections: [
      {
        heading: 'For hotel owners',
        paragraphs: [
          'Create an account, then add your hotel from your owner dashboard. Our partnerships team visits every new hotel before it is featured.',
        ],
      },
      {
        heading: 'Loyalty programme',
        paragraphs: [
          'Over 850 hotels take part in our partner loyalty programme, offering members better rates and early access to offers.',
        ],
      },
    ],
  },
  '/help-center': {
    title: 'Help Center',
    intro: 'Answers to the questions guests ask most.',
    sections: [
      {
        heading: 'How do I book?',
        paragraphs: ['Log in, choose a hotel from Browse Hotels, pick your dates and guests, and confirm. You pay at the property.'],
      },
      {
        heading: 'How do I cancel?',
        paragraphs: [
          'Open My Bookings and choose Cancel Booking on a confirmed booking. Cancellation is free up to 24 hours before check-in.',
        ],
      },
      { heading: 'Still need help?', paragraphs: ['Use the contact form or call +94 11 234 5678, Monday to Saturday, 8:30 AM – 6:00 PM.'] },
    ],
  },
  '/safety-info': {
    title: 'Safety information',
    intro: 'Travel safely in Sri Lanka.',
    sections: [
      {
        heading: 'At your hotel',
        paragraphs: [
          'Every hotel we feature is visited by our team. Keep valuables in the room safe and note the emergency exits on arrival.',
        ],
      },
      { heading: 'Emergency numbers', paragraphs: ['Police 119, ambulance 1990 (Suwa Seriya), Tourist Police +94 11 242 1052.'] },
    ],
  },
  '/cancellations': {
    title: 'Cancellation Options',
    intro: 'Plans change. Our policies keep that simple.',
    sections: [
      {
        heading: 'Our policies',
        paragraphs: [
          'Free cancellation up to 24 hours before check-in.',
          'No prepayment needed — pay at the property.',
          '100% refund within the free-cancellation period.',
          'Check-in from 2:00 PM; check-out by 12:00 PM.',
        ],
      },
      { heading: 'How to cancel', paragraphs: ['Log in, open My Bookings and choose Cancel Booking on the confirmed booking.'] },
    ],
  },
  '/accessibility': {
    title: 'Accessibility',
    intro: 'We want everyone to be able to use Ceylon Stays.',
    sections: [
      {
        heading: 'What we do',
        paragraphs: [
          'The site works with a keyboard and screen readers, shows a visible focus, gives pictures text alternatives, and adapts to screens from 360 pixels wide.',
        ],
      },
      { heading: 'Tell us', paragraphs: ['If something is hard to use, write to us from the contact page and we will fix it.'] },
    ],
  },
  '/privacy': {
    title: 'Privacy',
    intro: 'How we handle your information.',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your name, email and bookings, so you can sign in and manage your stays. Messages sent through the contact form are kept to answer them.',
        ],
      },
      {
        heading: 'In your browser',
        paragraphs: ['While you are signed in, your profile and sign-in token are kept in this browser. Logging out removes them.'],
      },
    ],
  },
  '/terms': {
    title: 'Terms',
    intro: 'The terms of using Ceylon Stays.',
    sections: [
      {
        heading: 'Bookings',
        paragraphs: [
          'A booking is an agreement between you and the hotel. Prices are per night per guest, in US dollars, and are paid at the property.',
        ],
      },
      {
        heading: 'Cancellations',
        paragraphs: ['Free cancellation up to 24 hours before check-in, with a 100% refund within that period.'],
      },
    ],
  },
};
