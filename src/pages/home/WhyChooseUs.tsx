import { whyChooseUs } from '../../../content/pages/home'
import { FeatureGrid } from '../../components/sections/FeatureGrid'

export function WhyChooseUs() {
  return <FeatureGrid heading={whyChooseUs.heading} items={whyChooseUs.cards} />
}
