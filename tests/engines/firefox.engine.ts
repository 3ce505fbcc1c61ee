import { engineSmokeSuite } from './support/smoke'

engineSmokeSuite('firefox')
