/** The document title in the site's form: 'MedPrep — {title}' (React 19 hoists it into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`MedPrep — ${title}`}</title>;
}
