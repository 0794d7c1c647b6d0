import { clientConformance } from '../../src/kafka/conformance/clientConformance.js'
import { EmbeddedKafka } from '../../src/kafka/embedded/EmbeddedKafka.js'

clientConformance('embedded', () => new EmbeddedKafka())
