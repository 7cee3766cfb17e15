export function ContactPage() {
  return (
    <div className="container page">
      <title>Contact us — MedPrep</title>
      <h1 className="page__title">Contact us</h1>
      <p className="page__lead">Questions about an exam, your account or a payment? A contact form is coming here soon.</p>
    </div>
  );
}
