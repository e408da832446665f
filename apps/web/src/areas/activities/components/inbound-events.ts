/** "status_changed" → "Status changed". */
export function actionLabel(action: string): string {
  const words = action.replace(/[_.-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
