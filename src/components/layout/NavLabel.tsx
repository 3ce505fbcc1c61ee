/** A top link's words: the label everyone sees, then any hidden detail that says where a vague label leads. */
export function NavLabel({ link }: { link: { label: string; hiddenDetail?: string } }) {
  return (
    <>
      {link.label}
      {link.hiddenDetail && <span className="visually-hidden">{` ${link.hiddenDetail}`}</span>}
    </>
  )
}
