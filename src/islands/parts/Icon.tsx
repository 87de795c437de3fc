/**
 * A lucide-static icon in an island (SVG markup bundled at build time, never user input), decorative: the
 * same icons as Icon.astro on static pages, so no control depends on an emoji font the kiosk may lack.
 */
export function Icon(props: { svg: string; className?: string }) {
  const html = props.svg
    .trim()
    .replace(/\s*\n\s*/g, " ")
    .replace(/<svg\s+class="([^"]*)"/, `<svg class="$1 ${props.className ?? "size-5"}" aria-hidden="true" focusable="false"`)
    .replace(/\s(width|height)="24"/g, "");
  return <span className="inline-flex shrink-0" dangerouslySetInnerHTML={{ __html: html }} />;
}
