/** Withdraws a load an integration created (owner: integration slice; the overviews place it). */
export function CancelIntegrationLoad(_props: { slug: string }) {
  return null;
}
