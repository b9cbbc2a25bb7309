import { useParams, useSearchParams } from 'react-router-dom';
import { Button, PageSection, StateMessage, useQuery, type PagePrefetch } from '@ceylon/shared';
import { destinationQuery } from '../api/destinations';
import { TownHotels } from '../features/town/components/town-hotels';
import { TownNotFound } from '../features/town/components/town-not-found';
import { townRequest, type TownRequest } from '../features/town/town-request';
import { usePublicText } from '../texts';

export { texts } from '../catalog';

/** Read on the server before it renders the page: the town and its page of hotels arrive with it. */
export const prefetch: PagePrefetch = async (client, { params, search }) => {
  const request = townRequest(params.town, search.get('page'));
  if (request) await client.prefetchQuery(destinationQuery(request.slug, request.page));
};

/** The town's page while it loads or when it could not be read: its hotels, then the one after, keep the place. */
function TownView({ slug, page }: TownRequest) {
  const text = usePublicText();
  // While the next page loads the one before stays, dimmed; another town's never does.
  const query = useQuery({
    ...destinationQuery(slug, page),
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
  // A failed read is said on the page, with Try again.
  const { data, refetch } = query;

  if (data === null) return <TownNotFound />;
  if (data) return <TownHotels key={data.slug} town={data} stale={query.isPlaceholderData} />;
  return (
    <PageSection>
      <h1>{text('public.town.heading')}</h1>
      {query.isError ? (
        <>
          <StateMessage role="alert">{text('public.town.loadFailed')}</StateMessage>
          <Button type="button" onClick={() => void refetch()}>
            {text('public.tryAgain')}
          </Button>
        </>
      ) : (
        <StateMessage role="status">{text('public.town.loading')}</StateMessage>
      )}
    </PageSection>
  );
}

/** /destinations/{town}?page=N — the town's hotels with prices and guest scores, a page at a time. */
export default function DestinationPage() {
  const { town } = useParams();
  const [search] = useSearchParams();
  const request = townRequest(town, search.get('page'));
  return request ? <TownView {...request} /> : <TownNotFound />;
}
