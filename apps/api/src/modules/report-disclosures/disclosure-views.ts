import type { DisclosureFacts, DisclosureFactsView, DisclosurePhotoView } from '@ohit/contracts';

/** The facts as a page shows them: each photo by its address (admin or public) instead of its stored ids. */
export function factsView(facts: DisclosureFacts, photoUrl: (attachmentId: number) => string): DisclosureFactsView {
  const photos = (facts.photos ?? []).map((p): DisclosurePhotoView => ({ url: photoUrl(p.attachmentId), date: p.date, point: p.point, caption: p.caption }));
  return { ...facts, photos };
}
