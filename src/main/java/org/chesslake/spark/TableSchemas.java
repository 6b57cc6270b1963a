package org.chesslake.spark;

import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.chesslake.table.Column;
import org.chesslake.table.ColumnType;
import org.chesslake.table.GameColumns;
import org.chesslake.table.MoveColumn;
import org.chesslake.table.NameColumns;
import org.chesslake.table.PositionColumn;
import org.chesslake.table.TableKind;

/** The Spark schemas of the tables the scan layer describes: every column nullable, of its type's SQL type. */
public final class TableSchemas {

    private TableSchemas() {
    }

    public static StructType of(TableKind kind) {
        return switch (kind) {
            case GAMES -> struct(GameColumns.ALL);
            case MOVES -> moves(MoveColumn.values());
            case NAMES -> struct(NameColumns.ALL);
            case FULL -> struct(GameColumns.ALL)
                    .add(TableKind.MOVES_COLUMN, DataTypes.createArrayType(moves(MoveColumn.nested())), true);
        };
    }

    /** A struct of the given moves columns, in their order. */
    public static StructType moves(MoveColumn... columns) {
        return new StructType(Arrays.stream(columns).map(c -> field(c.column(), c.type())).toArray(StructField[]::new));
    }

    /** The columns of the positions table, the lake's opening index. */
    public static StructType positions() {
        return new StructType(Arrays.stream(PositionColumn.values()).map(c -> field(c.column(), c.type()))
                .toArray(StructField[]::new));
    }

    /** The moves columns a pruned schema asks for, in its order. */
    static MoveColumn[] movesOf(StructType required) {
        return MoveColumn.select(Arrays.asList(required.fieldNames()));
    }

    static DataType sqlType(ColumnType type) {
        return switch (type) {
            case LONG -> DataTypes.LongType;
            case INT -> DataTypes.IntegerType;
            case STRING -> DataTypes.StringType;
            case BOOLEAN -> DataTypes.BooleanType;
            case DATE -> DataTypes.DateType;
            case INT_ARRAY -> DataTypes.createArrayType(DataTypes.IntegerType);
            case STRING_MAP -> DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType);
        };
    }

    private static StructType struct(List<? extends Column<?>> columns) {
        return new StructType(columns.stream().map(c -> field(c.name(), c.type())).toArray(StructField[]::new));
    }

    private static StructField field(String name, ColumnType type) {
        return new StructField(name, sqlType(type), true, Metadata.empty());
    }
}
