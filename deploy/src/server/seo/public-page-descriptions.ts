/**
 * What a search result or a link preview says of each page anyone may open, by the route table's
 * path. Written for people deciding whether to click, from each page's own opening words. A test
 * checks every public page of the route table has one; a hotel's page says its own
 * (hotel-head.ts).
 */
export const publicPageDescriptions: Record<string, string> = {
  '/': 'Discover and book hotels across Sri Lanka, from boutique hill-country retreats to beach villas, with live availability and the price of your stay.',
  '/about': 'Ceylon Stays is a small Colombo team that helps travellers find the right hotel in Sri Lanka and helps hotels reach them.',
  '/services': 'Hotel consultation, booking, day outings, marketing and transport: everything around a great stay in Sri Lanka.',
  '/attractions': 'Ancient cities, tea country and wild parks: five places in Sri Lanka to build a trip around, and hotels near each.',
  '/contact': 'Questions about a stay, a tour or a partnership? Write to Ceylon Stays and we will answer within one working day.',
  '/bookings':
    'Book hotels across Sri Lanka with Ceylon Stays: live availability, several rooms at once and free cancellation before check-in.',
  '/login': 'Log in to Ceylon Stays to book stays and manage your trips.',
  '/registration': 'Create a Ceylon Stays account to book hotels across Sri Lanka.',
  '/forgot-password': 'Forgot your Ceylon Stays password? We will e-mail you a link to choose a new one.',
  '/reset-password': 'Choose a new password for your Ceylon Stays account.',
  '/careers': 'Help travellers discover Sri Lanka. We are a small team in Colombo that cares about hotels, guests and the island.',
  '/press': 'News and media enquiries about Ceylon Stays.',
  '/blog': 'Travel notes from the Ceylon Stays team.',
  '/partners': 'List your hotel with Ceylon Stays and reach travellers from over 50 countries.',
  '/help-center': 'Answers to the questions guests ask Ceylon Stays most.',
  '/safety-info': 'Travel safely in Sri Lanka: advice from the Ceylon Stays team.',
  '/cancellations': 'Plans change. How cancelling a Ceylon Stays booking works.',
  '/accessibility': 'We want everyone to be able to use Ceylon Stays: what we do and how to tell us what gets in your way.',
  '/privacy': 'How Ceylon Stays handles your information.',
  '/terms': 'The terms of using Ceylon Stays.',
  '/sitemap': 'Every page of Ceylon Stays.',
};

/** Pages anyone may open that still have no place in search results: one-time or account steps. */
export const unlistedPublicPaths = new Set(['/login', '/registration', '/forgot-password', '/reset-password']);

/** Said of every page that has no description of its own: signed-in pages, the not-found page. */
export const siteDescription = publicPageDescriptions['/']!;
