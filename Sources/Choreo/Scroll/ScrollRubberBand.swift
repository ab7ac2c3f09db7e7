/// The resistance curve of overscroll: ChoreoCore's ``/ChoreoCore/RubberBand``, the one rubber
/// band, under the name the scroll models once gave it.
@available(*, deprecated, renamed: "RubberBand")
public typealias ScrollRubberBand = RubberBand
