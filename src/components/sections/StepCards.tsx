export type Step = { title: string; text: string }

/** Numbered cards for a short how-to (enrolling by phone, moving from Medicaid, the Medicare switch). */
export function StepCards({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="card-grid step-cards">
      {steps.map((step) => (
        <li key={step.title} className="card">
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
