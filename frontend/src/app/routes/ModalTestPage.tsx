export function ModalTestPage() {
  return (
    <div className="container page">
      <title>Modal test — MedPrep</title>
      <h1 className="page__title">Modal test</h1>
      <p className="page__lead">A page for exercising the checkout and dialog modals.</p>
    </div>
  );
}
