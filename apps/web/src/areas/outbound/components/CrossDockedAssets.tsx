/** The load's cross-docked assets (owner: cross-dock slice; the assets tab places it). */
export function CrossDockedAssets(_props: { slug: string }) {
  return null;
}
