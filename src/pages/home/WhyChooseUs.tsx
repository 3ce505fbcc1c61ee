import { whyChooseUs } from '@copy/pages/home'
import { CardIcon } from '../../components/icons/CardIcon'
import { FeatureGrid } from '../../components/sections/FeatureGrid'

const cards = whyChooseUs.cards.map((card) => ({ ...card, icon: <CardIcon name={card.icon} /> }))

export function WhyChooseUs() {
  return <FeatureGrid heading={whyChooseUs.heading} items={cards} />
}
