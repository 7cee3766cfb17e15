export function FaqsPage() {
  return (
    <div className="container page">
      <title>FAQs — MedPrep</title>
      <h1 className="page__title">Frequently asked questions</h1>
      <p className="page__lead">Answers about trials, subscriptions and how MedPrep works are on their way.</p>
    </div>
  );
}
