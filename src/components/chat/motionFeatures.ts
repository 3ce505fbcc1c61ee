// framer-motion's animation features, in a chunk of their own that LazyMotion loads after the panel renders.
import { domAnimation } from 'framer-motion'

export default domAnimation
